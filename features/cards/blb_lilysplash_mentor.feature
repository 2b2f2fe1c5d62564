Feature: Lilysplash Mentor: the creature it exiles returns as a new object, and a token doesn't return
  Lilysplash Mentor {2}{G}{U} — Creature — Frog Druid 4/4: Reach. {1}{G}{U}: Exile another target creature you
  control, then return it to the battlefield under its owner's control with a +1/+1 counter on it. Activate only
  as a sorcery.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 400.7 (an object that changes zones is a new object with no memory of the old one), 406.2
  (exile), 704.5m (an Aura attached to nothing is put into its owner's graveyard), 704.5n and 301.5c (Equipment
  attached to nothing stays on the battlefield), 122.2 (counters cease to exist when the permanent leaves),
  614.1c (it enters with the +1/+1 counter), 302.6 (summoning sickness: a new object), 111.7 and 704.5d (a token
  in exile ceases to exist).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Lilysplash Mentor
    And Alice has {G}{U}{C} in her mana pool

  @ruling:f041bae3a1c9 @cr:400.7 @cr:704.5m @cr:704.5n @cr:122.2
  Rule: The returned creature is a new object: Auras go to the graveyard, Equipment stays unattached, counters are gone
    Once the exiled permanent returns, it's considered a new object with no relation to the object that it was.
    Auras attached to the exiled permanent will be put into their owners' graveyards. Equipment attached to the
    exiled permanent will become unattached and remain on the battlefield. Any counters on the exiled permanent
    will cease to exist.

    @id:blb-lilysplash-new-object
    Scenario: Grizzly Bears with two +1/+1 counters, Holy Strength and Slab Hammer returns with one counter, neither attached
      Given Alice controls Grizzly Bears (with 2 +1/+1 counters), Holy Strength (attached to Grizzly Bears) and Slab Hammer (attached to Grizzly Bears)
      And Alice will choose Grizzly Bears as targets
      When Alice activates Lilysplash Mentor's "{1}{G}{U}" ability
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears and Slab Hammer
      And Grizzly Bears has 1 +1/+1 counter
      And Grizzly Bears is 3/3
      And Alice has Holy Strength in her graveyard
      And Slab Hammer is attached to nothing

    @id:blb-lilysplash-new-object-summoning-sick
    Scenario: Grizzly Bears, under Alice's control since her turn began, returns as a new object that can't attack this turn
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice activates Lilysplash Mentor's "{1}{G}{U}" ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's beginning of combat step
      And Alice tries to attack with Grizzly Bears
      Then that is rejected by rule 302.6

  @ruling:c6fed29ffa80 @cr:111.7 @cr:704.5d @cr:406.2
  Rule: A token exiled this way ceases to exist and doesn't return
    If a token is exiled this way, it will cease to exist and won't return to the battlefield.

    @id:blb-lilysplash-token-doesnt-return
    Scenario: Alice's Rabbit token is exiled by Lilysplash Mentor's ability: it doesn't return
      Given Alice controls Rabbit
      And Alice will choose Rabbit as targets
      When Alice activates Lilysplash Mentor's "{1}{G}{U}" ability
      And all players pass priority until the stack is empty
      Then Alice controls no Rabbit
      And no Rabbit is in exile

    @id:blb-lilysplash-card-returns
    Scenario: Alice's Grizzly Bears card is exiled by Lilysplash Mentor's ability: it returns with a +1/+1 counter
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice activates Lilysplash Mentor's "{1}{G}{U}" ability
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Grizzly Bears has 1 +1/+1 counter
      And no Grizzly Bears is in exile
