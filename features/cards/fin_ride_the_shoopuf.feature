Feature: Ride the Shoopuf: an enchantment that becomes a creature with no duration
  Ride the Shoopuf {1}{G} — Enchantment: Landfall — Whenever a land you control enters, put a +1/+1 counter on
  target creature you control. {5}{G}{G}: This enchantment becomes a 7/7 Beast creature in addition to its
  other types.

  Rulings: shared/data/fin-rulings.json (2025-06-06), one source each (shaggy806/MTG-Engine only, not
  corroborated by a second repository).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:82cbbcb98ef1 @cr:611.2a @cr:400.7 @cr:613.1d
  Rule: Becoming a creature lasts until the game ends or it leaves the battlefield
    Ride the Shoopuf's last ability doesn't have a duration. Once it resolves, it will remain in effect until
    the game ends, Ride the Shoopuf's leaves the battlefield, or some subsequent effect changes its
    characteristics, whichever comes first. (Wording as recorded by shaggy806/MTG-Engine only.)

    @id:shoopuf-stays-a-creature-next-turn
    Scenario: Ride the Shoopuf is still a 7/7 Beast creature in Bob's next turn
      Given Alice controls Ride the Shoopuf
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      And Bob's library, from the top, is Island
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      Then Ride the Shoopuf is 7/7
      When the game advances to Bob's precombat main phase
      Then Ride the Shoopuf is 7/7
      And the Ride the Shoopuf Alice controls has card types Enchantment/Creature and subtype Beast

    @id:shoopuf-returned-and-recast-is-no-creature
    Scenario: Returned to the hand by Ambrosia Whiteheart and cast again, Ride the Shoopuf is only an enchantment
      Given Alice controls Ride the Shoopuf
      And Alice has Ambrosia Whiteheart in her hand
      And Alice has {G}{G}{C}{C}{C}{C}{C}{W}{C}{G}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Ride the Shoopuf to return
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      And Alice casts Ambrosia Whiteheart from her hand
      And all players pass priority until the stack is empty
      Then Alice has Ride the Shoopuf in her hand
      When Alice casts Ride the Shoopuf from her hand
      And all players pass priority until the stack is empty
      Then the Ride the Shoopuf Alice controls has card type Enchantment

  @ruling:bb1b969ba2ca @cr:302.6 @cr:508.1a
  Rule: A Ride the Shoopuf that just came under your control can't attack
    If Ride the Shoopuf becomes a creature but you haven't controlled it continuously since your most recent
    turn began, you won't be able to attack with it that turn. (Wording as recorded by
    shaggy806/MTG-Engine only.)

    @id:shoopuf-new-this-turn-cant-attack
    Scenario: Cast this turn and made a creature, Ride the Shoopuf can't attack
      Given Alice controls Ride the Shoopuf (summoning sick)
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      And Alice tries to attack with Ride the Shoopuf
      Then that is rejected by rule 302.6

    @id:shoopuf-controlled-since-turn-began-attacks
    Scenario: Controlled since her turn began and made a creature, Ride the Shoopuf attacks
      Given Alice controls Ride the Shoopuf
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
      And all players pass priority until the stack is empty
      And Alice attacks with Ride the Shoopuf
      Then Ride the Shoopuf is tapped
